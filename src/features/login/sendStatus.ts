/** The state of a call a login modal makes (send an e-mail, save a password). */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';
