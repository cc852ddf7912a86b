/** Prints one line per phase every few seconds with its rates, then a closing line when the phase ends. */
export class ProgressReporter {
  private phase = '';
  private unit = '';
  private total = 0;
  private done = 0;
  private rows = 0;
  private startedAt = 0;
  private lastPrintAt = 0;

  constructor(
    private readonly log: (line: string) => void,
    private readonly intervalMs = 2_000,
  ) {}

  startPhase(phase: string, total: number, unit: string): void {
    this.phase = phase;
    this.unit = unit;
    this.total = total;
    this.done = 0;
    this.rows = 0;
    this.startedAt = performance.now();
    this.lastPrintAt = this.startedAt;
  }

  /** Records a committed batch: `units` of the phase's unit, `rows` inserted over every table. */
  advance(units: number, rows: number): void {
    this.done += units;
    this.rows += rows;
    const now = performance.now();
    if (now - this.lastPrintAt < this.intervalMs || this.done >= this.total) return;
    this.lastPrintAt = now;
    const seconds = (now - this.startedAt) / 1000;
    const percent = this.total > 0 ? Math.floor((this.done / this.total) * 100) : 100;
    this.log(
      `[${this.phase}] ${formatCount(this.done)}/${formatCount(this.total)} ${this.unit} (${percent}%) · ` +
        `${formatCount(this.done / seconds)} ${this.unit}/s · ${formatCount(this.rows / seconds)} rows/s`,
    );
  }

  /** Logs the phase's totals; returns its duration in milliseconds. */
  endPhase(details: string): number {
    const elapsedMs = performance.now() - this.startedAt;
    const seconds = Math.max(elapsedMs / 1000, 0.001);
    this.log(
      `[${this.phase}] done: ${details} in ${formatSeconds(elapsedMs)} (${formatCount(this.rows / seconds)} rows/s)`,
    );
    return elapsedMs;
  }
}

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function formatSeconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
