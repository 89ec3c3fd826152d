import { msg } from '@lingui/core/macro';

/**
 * The recipients' toasts. Adding one says what the sign-up's does (machines/sign-up.ts), with
 * the same ids (spec §8: add-shipment-alert-field-validation).
 */
export const recipientMessages = {
  added: msg({ id: 'add-shipment-alert-success', message: 'Recipient added.' }),
  invalid: msg({ id: 'add-shipment-alert-field-validation', message: 'The recipient could not be saved: please check the marked fields.' }),
  deleted: msg`Recipient deleted.`,
  notDeleted: msg`The recipient could not be deleted. Please try again.`,
};
