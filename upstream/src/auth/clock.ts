/** Unix seconds; every expiry column in the accounts schema uses this unit. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
