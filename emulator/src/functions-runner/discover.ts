import { DocumentPattern } from './path-pattern.js';

/** The four Firestore document event kinds. */
export type DocumentEventKind = 'written' | 'created' | 'updated' | 'deleted';

/** A v2 Firestore trigger found in the module. */
export interface FirestoreTrigger {
  readonly kind: 'firestore';
  readonly name: string;
  readonly eventType: string;
  readonly event: DocumentEventKind;
  readonly withAuthContext: boolean;
  readonly database: string;
  readonly namespace: string;
  readonly pattern: DocumentPattern;
  readonly retry: boolean;
  readonly handler: (event: unknown) => unknown;
}

/** An HTTP (onRequest or onCall) function found in the module. */
export interface HttpFunction {
  readonly kind: 'http';
  readonly name: string;
  readonly region: string;
  readonly handler: (req: unknown, res: unknown) => unknown;
}

/** A scheduled function (`onSchedule`): run on its schedule, or on demand locally. */
export interface ScheduledFunction {
  readonly kind: 'scheduled';
  readonly name: string;
  readonly region: string;
  readonly schedule: string;
  readonly timeZone: string;
  /** The handler `onSchedule` was given, called with a ScheduledEvent. */
  readonly run: (event: { scheduleTime: string; jobName?: string }) => unknown;
}

/** Everything the runner can serve from one module load, plus what it had to skip. */
export interface Discovery {
  readonly triggers: readonly FirestoreTrigger[];
  readonly http: readonly HttpFunction[];
  readonly scheduled: readonly ScheduledFunction[];
  readonly skipped: readonly string[];
}

interface Endpoint {
  region?: unknown;
  httpsTrigger?: unknown;
  callableTrigger?: unknown;
  scheduleTrigger?: { schedule?: unknown; timeZone?: unknown };
  eventTrigger?: {
    eventType?: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
    retry?: unknown;
  };
}

const FIRESTORE_EVENT =
  /^google\.cloud\.firestore\.document\.v1\.(written|created|updated|deleted)(\.withAuthContext)?$/;

function regionOf(endpoint: Endpoint): string {
  const r = endpoint.region;
  if (Array.isArray(r) && typeof r[0] === 'string') return r[0];
  if (typeof r === 'string') return r;
  return 'us-central1';
}

/**
 * Reads each export's `__endpoint` (the manifest firebase-functions attaches for deploy). Nested
 * objects are function groups and get the deploy name `group-fn`.
 */
export function discoverFunctions(mod: Record<string, unknown>, prefix = ''): Discovery {
  const triggers: FirestoreTrigger[] = [];
  const http: HttpFunction[] = [];
  const scheduled: ScheduledFunction[] = [];
  const skipped: string[] = [];
  for (const [key, value] of Object.entries(mod)) {
    const name = prefix ? `${prefix}-${key}` : key;
    if (key === 'default' && !prefix) continue;
    if (typeof value !== 'function') {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const nested = discoverFunctions(value as Record<string, unknown>, name);
        triggers.push(...nested.triggers);
        http.push(...nested.http);
        scheduled.push(...nested.scheduled);
        skipped.push(...nested.skipped);
      }
      continue;
    }
    const endpoint = (value as { __endpoint?: Endpoint }).__endpoint;
    if (!endpoint) continue;
    if (endpoint.httpsTrigger !== undefined || endpoint.callableTrigger !== undefined) {
      http.push({
        kind: 'http',
        name,
        region: regionOf(endpoint),
        handler: value as HttpFunction['handler'],
      });
      continue;
    }
    const schedule = endpoint.scheduleTrigger;
    const run = (value as { run?: unknown }).run;
    if (schedule && typeof schedule.schedule === 'string' && typeof run === 'function') {
      scheduled.push({
        kind: 'scheduled',
        name,
        region: regionOf(endpoint),
        schedule: schedule.schedule,
        timeZone: typeof schedule.timeZone === 'string' ? schedule.timeZone : 'UTC',
        run: run as ScheduledFunction['run'],
      });
      continue;
    }
    const trigger = endpoint.eventTrigger;
    const m = trigger?.eventType ? FIRESTORE_EVENT.exec(trigger.eventType) : null;
    const document = trigger?.eventFilterPathPatterns?.document ?? trigger?.eventFilters?.document;
    if (!trigger || !m || !document) {
      skipped.push(`${name} (${trigger?.eventType ?? 'unsupported trigger'})`);
      continue;
    }
    triggers.push({
      kind: 'firestore',
      name,
      eventType: trigger.eventType as string,
      event: m[1] as DocumentEventKind,
      withAuthContext: Boolean(m[2]),
      database: trigger.eventFilters?.database ?? '(default)',
      namespace: trigger.eventFilters?.namespace ?? '(default)',
      pattern: new DocumentPattern(document),
      retry: trigger.retry === true,
      handler: value as FirestoreTrigger['handler'],
    });
  }
  return { triggers, http, scheduled, skipped };
}

/** Whether a change (before/after existence) fires an event of this kind, per Cloud Functions. */
export function firesFor(kind: DocumentEventKind, hasBefore: boolean, hasAfter: boolean): boolean {
  switch (kind) {
    case 'written':
      return hasBefore || hasAfter;
    case 'created':
      return !hasBefore && hasAfter;
    case 'updated':
      return hasBefore && hasAfter;
    case 'deleted':
      return hasBefore && !hasAfter;
  }
}
