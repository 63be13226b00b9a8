/** The translation key of a status or a payment method: 'Partial Payment' → 'partialPayment'. */
export const keyOf = (text: string) =>
  text
    .replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\w/, (letter) => letter.toLowerCase());
