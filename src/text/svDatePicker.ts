/** The date picker's texts (ui/DatePicker.tsx, in the chunks of the forms that show it), in Swedish. */
export const svDatePicker = {
  placeholder: 'åååå-mm-dd',
  format: 'Skriv datumet som åååå-mm-dd eller välj det i kalendern.',
  open: 'Välj datum i kalendern',
  previousMonth: 'Föregående månad',
  nextMonth: 'Nästa månad',
  close: 'Stäng',
} as const;
