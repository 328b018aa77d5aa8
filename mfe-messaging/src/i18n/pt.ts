/** European Portuguese strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Mensagens',
  loading: 'A carregar',
  logInToSee: 'Inicie sessão para ver as suas conversas.',
  logIn: 'Iniciar sessão',
  noConversations: 'Ainda não há conversas.',
  close: 'Fechar',
  participantsTitle: 'Participantes',
  participantsText: 'Abra uma conversa de grupo para ver quem faz parte dela.',
  renamingTitle: 'Mudar o nome do grupo',
  renamingText: 'Abra uma conversa de grupo para lhe mudar o nome.',
  somethingWentWrong: 'Algo correu mal.',
};
