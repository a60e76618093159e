import { NARROW_PHONES } from './browser.ts';
import { describeScreens, describeTheTable } from './screen-checks.ts';

describeTheTable();
describeScreens('IN');
// Each screen once more in Hindi, on a narrow phone, where its longer words wrap most.
describeScreens('IN', { locale: 'hi-IN', ...NARROW_PHONES[1] });
