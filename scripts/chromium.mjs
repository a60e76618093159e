// Debian's Chromium, for the end-to-end tests and Lighthouse: browsers cannot be downloaded here,
// and the flags keep it from reaching for a network this machine does not have.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
