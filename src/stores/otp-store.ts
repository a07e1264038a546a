import { action, makeObservable, observable, observableRef } from 'mobx';

/** What the OTP step needs to know about the number being verified (spec §3). */
export interface OtpValues {
  mobile: string;
  email: string;
  country_code: string;
}

const EMPTY: OtpValues = { mobile: '', email: '', country_code: '' };

/** The login screen's switch to the OTP step (spec §2, §4). */
export class OtpStore {
  changeToOtp = false;
  values: OtpValues = EMPTY;

  constructor() {
    makeObservable(this, {
      changeToOtp: observable,
      values: observableRef,
      showOtp: action,
      hideOtp: action,
    });
  }

  /** Login answered without a token and with an unverified mobile: ask for the code. */
  showOtp(values: OtpValues): void {
    this.values = { ...values };
    this.changeToOtp = true;
  }

  /** Verification succeeded (or the person went back): leave the OTP step. */
  hideOtp(): void {
    this.changeToOtp = false;
    this.values = EMPTY;
  }
}
