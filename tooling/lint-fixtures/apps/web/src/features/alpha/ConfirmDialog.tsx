// Not a violation: the component the planted DenyDialog renders.
import type { ReactNode } from 'react';
export const ConfirmDialog = (props: { denyTitle: string; denyMessage: string; actions: ReactNode }) => <div>{props.actions}</div>;
