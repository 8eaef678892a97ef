// Planted: English handed to props a person reads: a dialog's title and message, a unit suffix, JSX inside actions.
import { Button, NumberInput } from '@mantine/core';
import { ConfirmDialog } from './ConfirmDialog';
export const DenyDialog = () => <ConfirmDialog denyTitle="Deny the lots?" denyMessage="The supplier is told." actions={<Button>Try again</Button>} />;
export const MonthsInput = ({ months }: { months: number }) => <NumberInput suffix={months === 1 ? ' month' : ' months'} />;
