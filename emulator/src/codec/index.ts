/**
 * The emulator's one value codec. Every conversion of a Firestore value goes through here:
 *
 * - proto3 JSON messages ⇄ the proto-loader object shape (REST and WebChannel): `messages.ts`
 * - the proto-loader shape ⇄ the engine's internal `Value` (gRPC, every transport, rules adapter,
 *   commit events): `value.ts`
 * - timestamps: microseconds ⇄ `{ seconds, nanos }` ⇄ RFC 3339: `timestamps.ts`
 * - internal values ⇄ the export file's JSON, the proto-loader shape → proto3 JSON for
 *   CloudEvents, plain JavaScript → the proto-loader shape: `json.ts`
 *
 * The rules engine turns the proto-loader shape into its own values itself (rules/wire-values.ts):
 * the codec knows nothing of the rules.
 */
export * from './json.js';
export * from './messages.js';
export * from './timestamps.js';
export * from './value.js';
