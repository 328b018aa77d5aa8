/** Spanish strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Pago',
  close: 'Cerrar',
  selectedProducts: 'Productos seleccionados',
  noProducts: 'No hay productos seleccionados.',
  cannotAcceptPayments: 'Esta app aún no puede aceptar pagos',
  somethingWentWrong: 'Algo salió mal.',
};
