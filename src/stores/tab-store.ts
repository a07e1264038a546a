import { action, makeObservable, observable } from 'mobx';

/** The selected tab of tabbed pages (spec §3). */
export class TabStore {
  selectedTab: string | number | null = null;

  constructor() {
    makeObservable(this, { selectedTab: observable, setSelectedTab: action });
  }

  setSelectedTab(tab: string | number | null): void {
    this.selectedTab = tab;
  }
}
