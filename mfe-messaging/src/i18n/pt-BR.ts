/** Brazilian Portuguese strings of mfe-messaging (namespace 'messaging'). */
export const strings: Readonly<Record<string, string>> = {
  messages: 'Mensagens',
  loading: 'Carregando',
  logInToSee: 'Entre para ver suas conversas.',
  logIn: 'Entrar',
  noConversations: 'Nenhuma conversa ainda.',
  close: 'Fechar',
  participantsTitle: 'Participantes',
  participantsText: 'Abra uma conversa em grupo para ver quem está nela.',
  renamingTitle: 'Renomear grupo',
  renamingText: 'Abra uma conversa em grupo para renomeá-la.',
  somethingWentWrong: 'Algo deu errado.',
};
