import { todayOr } from '@common/today';
import type { Transport } from './transport';

/**
 * The account's «today» for a request (the rule is `common/today.ts`): Moscow's, or the day a test
 * run pins with FIXED_TODAY in the config this transport carries.
 */
export const accountToday = (t: Transport): string => todayOr(t.config.FIXED_TODAY);
