// Planted: `any` without a reason, a disable comment without a reason, and one with a reason (fine).
export const bare: any = 1;
// eslint-disable-next-line house/no-explicit-any
export const silent: any = 2;
// eslint-disable-next-line house/no-explicit-any -- the fixture shows a reasoned exception
export const reasoned: any = 3;
