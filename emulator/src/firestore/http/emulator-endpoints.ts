/**
 * The emulator-only control endpoints under `/emulator/v1/` (clear, usage, rules, export, sessions),
 * as rules-unit-testing, firebase-tools and our own tests call them.
 */
import { RpcError, Status, type TransactionStats, type Usage } from '../contract.js';
import type { RulesEvaluator } from '../../rules/contract.js';
import { compileRules } from '../../rules/index.js';
import { sendError, sendJson, type HttpExchange } from './rest.js';
import type { WebChannelServer } from './webchannel.js';

/** The engine operations these endpoints drive. */
export interface EmulatorEngine {
  clear(projectId?: string): unknown;
  usage(projectId: string): Usage;
  transactionStats(database: string): TransactionStats;
  resetUsage(projectId: string): unknown;
  setRules(evaluator: RulesEvaluator | null): unknown;
  exportTo(directory: string): unknown;
}

/** What the endpoints need. */
export interface EmulatorEndpointDeps {
  readonly engine: EmulatorEngine;
  readonly webChannel: WebChannelServer;
  readonly log: (line: string) => void;
}

/** The project id captured by an endpoint pattern. */
function projectOf(m: RegExpExecArray): string {
  return decodeURIComponent(m[1] ?? '');
}

function parseJsonObject(body: string): Record<string, unknown> {
  if (body.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(body);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new RpcError(Status.INVALID_ARGUMENT, 'Invalid JSON payload received.');
}

/** Handles `/emulator/v1/...`. */
export async function handleEmulatorEndpoint(
  deps: EmulatorEndpointDeps,
  { req, res, url, body }: HttpExchange,
): Promise<void> {
  try {
    const method = req.method ?? 'GET';
    const p = url.pathname.slice('/emulator/v1/'.length);
    let m: RegExpExecArray | null;

    if (p === 'sessions' && method === 'GET') {
      sendJson(res, 200, { open: deps.webChannel.openSessions() });
      return;
    }
    if (p === 'sessions:expire' && method === 'POST') {
      sendJson(res, 200, { expired: deps.webChannel.expireAll() });
      return;
    }
    if ((m = /^projects\/([^/]+)\/databases\/([^/]+)\/documents$/.exec(p)) && method === 'DELETE') {
      await deps.engine.clear(projectOf(m));
      sendJson(res, 200, {});
      return;
    }
    if ((m = /^projects\/([^/]+)\/databases\/([^/:]+):transactions$/.exec(p)) && method === 'GET') {
      const database = `projects/${projectOf(m)}/databases/${decodeURIComponent(m[2] ?? '')}`;
      sendJson(res, 200, deps.engine.transactionStats(database));
      return;
    }
    if ((m = /^projects\/([^/:]+):usage$/.exec(p)) && method === 'GET') {
      sendJson(res, 200, deps.engine.usage(projectOf(m)));
      return;
    }
    if ((m = /^projects\/([^/:]+):usage:reset$/.exec(p)) && method === 'POST') {
      await deps.engine.resetUsage(projectOf(m));
      sendJson(res, 200, {});
      return;
    }
    if ((m = /^projects\/([^/:]+):securityRules$/.exec(p)) && method === 'PUT') {
      const json = parseJsonObject(body);
      const rules = json.rules as { files?: { content?: unknown }[] } | undefined;
      const files = rules?.files ?? [];
      const source = files.map((f) => (typeof f.content === 'string' ? f.content : '')).join('\n');
      if (files.length === 0 || source.trim() === '') {
        throw new RpcError(Status.INVALID_ARGUMENT, 'Expected {rules:{files:[{content}]}}');
      }
      const { evaluator, issues } = compileRules(source);
      const hasErrors = issues.some((i) => i.severity === 'ERROR');
      const ignoreErrors = json.ignore_errors === true || json.ignoreErrors === true;
      if ((hasErrors && !ignoreErrors) || !evaluator) {
        // Keep the previous ruleset, like the official emulator does when rules fail to compile.
        sendJson(res, 400, {
          error: { code: 400, message: 'Rules did not compile', status: 'INVALID_ARGUMENT' },
          issues,
        });
        return;
      }
      await deps.engine.setRules(evaluator);
      deps.log(`firestore rules updated (${issues.length} issue(s))`);
      sendJson(res, 200, { issues });
      return;
    }
    if ((m = /^projects\/([^/:]+):export$/.exec(p)) && method === 'POST') {
      const json = parseJsonObject(body);
      const dir = json.export_directory ?? json.exportDirectory;
      if (typeof dir !== 'string' || dir === '')
        throw new RpcError(Status.INVALID_ARGUMENT, 'export_directory is required');
      await deps.engine.exportTo(dir);
      sendJson(res, 200, {});
      return;
    }
    throw new RpcError(Status.NOT_FOUND, `Not found: ${method} ${url.pathname}`);
  } catch (e) {
    sendError(res, e);
  }
}
