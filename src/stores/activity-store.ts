import { action, makeObservable, observable } from 'mobx';

/** How many API calls are under way on the page: the progress bar shows while any is. */
export class ActivityStore {
  pending = 0;

  constructor() {
    makeObservable(this, { pending: observable, change: action });
  }

  change(delta: number): void {
    this.pending = Math.max(0, this.pending + delta);
  }
}
