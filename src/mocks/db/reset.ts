import { accounts } from './accounts';
import { fileStore } from './files';
import { resetRegistered } from './storage';
import { db } from './tables';

/** Importing the tables registers them for reset; named here so no bundler drops them. */
const registered = [db, accounts, fileStore];

/**
 * "Reset demo data": every demo table back to its seed (the sign-in accounts included), every
 * journal and uploaded file gone from memory and local storage. Tables regenerate on next use.
 */
export function resetDemoData() {
  void registered;
  resetRegistered();
}
