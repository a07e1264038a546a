import { action, makeObservable, observable } from 'mobx';

/** spec §9: the global message (the toast) is cleared this long after it is set. */
export const TOAST_CLEAR_MS = 2000;

/**
 * The global message (spec §3, §4), shown as an error toast when `isError`, otherwise as a
 * neutral one, and cleared 2 s later. `sequence` changes on every `show`, so the same
 * text set twice is shown twice. Named for the toast, not "message": chat messages and the
 * word catalogues are other things.
 */
export class ToastStore {
  text = '';
  isError = false;
  sequence = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable(this, {
      text: observable,
      isError: observable,
      sequence: observable,
      show: action,
      clear: action,
    });
  }

  show(text: string, isError = false): void {
    this.text = text;
    this.isError = isError;
    this.sequence += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.clear(), TOAST_CLEAR_MS);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.text = '';
    this.isError = false;
  }
}
