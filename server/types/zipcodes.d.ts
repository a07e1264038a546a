// The `zipcodes` package ships no types; only what services/zip-codes.ts uses.
declare module 'zipcodes' {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCode | undefined;
}
