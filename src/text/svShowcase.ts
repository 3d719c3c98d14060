/** The texts of /components, the development-only page of the shared ui/ components. */
export const svShowcase = {
  heading: 'Komponenter',
  openModal: 'Öppna en modal',
  modalHeading: 'Exempelmodal',
  modalText: 'En modal på ett inbyggt dialog-element. Escape stänger den.',
  dropdown: 'Välj ett alternativ',
  toastInfo: 'Visa ett informationsmeddelande',
  toastError: 'Visa ett felmeddelande',
  toastInfoText: 'Det här är ett informationsmeddelande.',
  toastErrorText: 'Det här är ett felmeddelande.',
  emptyGroup: 'exempel',
} as const;
