/** Spanish strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Mensajes',
  loading: 'Cargando',
  logInToSee: 'Inicia sesión para ver tus conversaciones.',
  logIn: 'Iniciar sesión',
  noConversations: 'Aún no tienes conversaciones.',
  close: 'Cerrar',
  participantsTitle: 'Participantes',
  participantsText: 'Abre una conversación de grupo para ver quién está en ella.',
  renamingTitle: 'Cambiar nombre del grupo',
  renamingText: 'Abre una conversación de grupo para cambiarle el nombre.',
  somethingWentWrong: 'Algo salió mal.',
};
