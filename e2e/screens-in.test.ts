import { describeScreens, describeTheTable } from './screen-checks.ts';

describeTheTable();
describeScreens('IN');
