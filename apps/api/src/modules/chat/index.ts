/** The support chat (issue 40, decision 024): conversations, messages, the live hub. */
export { type ChatBus, LocalChatBus, RedisChatBus } from './bus';
export type { ChatContext } from './context';
export { ChatHub } from './hub';
export { chatJobs, chatWorkKinds } from './notices';
export { chatRoutes, type ChatRouteOptions } from './routes';
