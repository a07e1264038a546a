/** pino's levels, as the lines carry them. */
export const INFO = 30;
export const WARN = 40;
export const ERROR = 50;

/**
 * The app's log in a test: pass it as `createTestApp(env, { logger: log })` and read the
 * lines back, each parsed once (pino writes one JSON object a line).
 */
export class LogLines {
  readonly lines: { level: number; msg: string; raw: string; fields: Record<string, unknown> }[] =
    [];
  write(line: string): void {
    const fields = JSON.parse(line) as Record<string, unknown> & { level: number; msg: string };
    this.lines.push({ level: fields.level, msg: fields.msg, raw: line, fields });
  }
  /** Every line as written, for "the log never contains this secret". */
  get text(): string {
    return this.lines.map((line) => line.raw).join('\n');
  }
  /** The `msg` of every line at `level`. */
  messages(level: number): string[] {
    return this.lines.filter((line) => line.level === level).map((line) => line.msg);
  }
}
