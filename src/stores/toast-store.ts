import { action, makeObservable, observable } from 'mobx';

/** spec §9: the global message (the toast) is cleared this long after it is set. */
export const TOAST_CLEAR_MS = 2000;

/**
 * The global message (spec §3, §4), shown as an error toast when `isError`, otherwise as a
 * neutral one, and cleared 2 s later. `sequence` changes on every `setMessage`, so the same
 * text set twice is shown twice. Named for the toast, not "message": chat messages and the
 * word catalogues are other things.
 */
export class ToastStore {
  message = '';
  isError = false;
  sequence = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable(this, {
      message: observable,
      isError: observable,
      sequence: observable,
      setMessage: action,
      clearMessage: action,
    });
  }

  setMessage(message: string, isError = false): void {
    this.message = message;
    this.isError = isError;
    this.sequence += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.clearMessage(), TOAST_CLEAR_MS);
  }

  clearMessage(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.message = '';
    this.isError = false;
  }
}
