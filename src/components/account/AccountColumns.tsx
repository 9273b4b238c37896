import './account.css';
import type { ReactNode } from 'react';

/**
 * Two columns of the account home on a wide screen (issue 40: it used half the width, the right
 * column empty): the main blocks (deals) and beside them the short ones (bills, documents,
 * profile). One column on a phone and a tablet, in the same order.
 */
export function AccountColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="account-columns">
      <div className="account-columns__main">{main}</div>
      <div className="account-columns__side">{side}</div>
    </div>
  );
}
