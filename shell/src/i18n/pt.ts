/** European Portuguese strings of shell (namespace 'shell'). */
export const strings: Readonly<Record<string, string>> = {
  loading: 'A carregar',
  'remote.failed': 'Não foi possível carregar esta parte da aplicação.',
  'remote.retry': 'Tentar novamente',
  'boot.failed': 'Não foi possível iniciar a aplicação. Verifique a sua ligação e tente novamente.',
  'boot.retry': 'Tentar novamente',
  'modal.close': 'Fechar',
  'gate.signIn.title': 'Inicie sessão para continuar',
  'gate.signIn.text': '{{app}} é para membros. Inicie sessão para continuar.',
  'gate.signIn.textOpen': '{{app}} é para membros. Inicie sessão ou registe-se para continuar.',
  'gate.signIn.noAccess':
    'Tem sessão iniciada como {{email}}, que não tem acesso a {{app}}. Termine a sessão para usar outra conta.',
  'gate.logIn': 'Iniciar sessão',
  'gate.logOut': 'Terminar sessão',
  'gate.purchase.title': 'Esta aplicação é para subscritores',
  'gate.purchase.text': 'Subscreva para ter acesso total a {{app}}.',
  'gate.purchase.button': 'Subscrever',
  'gate.setup.title': 'Conclua a configuração da sua conta',
  'gate.setup.text': 'Escolha uma palavra-passe e diga-nos o seu nome para começar a usar {{app}}.',
  'gate.setup.button': 'Concluir configuração',
};
