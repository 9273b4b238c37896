import { smsFlowAction } from '@common/api-routes';
import { needsSmsChallenge } from '@edge/auth/sms-challenge';
import { requestContext } from '@edge/context';
import { SmsChallenge } from './SmsChallenge';

/** The SMS forms' proof-of-work check, shown from the first render once the edge will ask for it. */
export async function SmsChallengeField({ flow }: { flow: 'registration' | 'restore' }) {
  const c = requestContext();
  return <SmsChallenge challenge={smsFlowAction(flow, 'challenge')} needed={c ? await needsSmsChallenge(c) : false} />;
}
