/** French strings of mfe-checkout (namespace 'checkout'). */
export const strings: Readonly<Record<string, string>> = {
  title: 'Paiement',
  close: 'Fermer',
  selectedProducts: 'Produits sélectionnés',
  noProducts: 'Aucun produit sélectionné.',
  cannotAcceptPayments: 'Cette application ne peut pas encore accepter de paiements',
  somethingWentWrong: 'Une erreur s’est produite.',
};
