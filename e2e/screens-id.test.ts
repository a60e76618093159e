import { describeScreens } from './screen-checks.ts';

describeScreens('ID');
