import { connectAdmin, ensureDemoData, formatImportReport } from '../admin/index.js';

/**
 * Loads the demo dataset through firebase-admin, exactly as the admin CLI would, unless the
 * database already holds banks (data kept across restarts is never overwritten).
 */
export async function loadDemoData(firestoreHost: string, projectId: string): Promise<string> {
  process.env['FIRESTORE_EMULATOR_HOST'] = firestoreHost;
  const admin = connectAdmin(projectId);
  try {
    const report = await ensureDemoData(admin.db);
    return report
      ? `[demo] ${formatImportReport(report)}`
      : '[demo] existing data kept; demo data not loaded';
  } finally {
    await admin.close();
  }
}
