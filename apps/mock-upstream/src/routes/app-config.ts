import type { HandlerMap } from './handler.ts';
import { notFound } from '../http/mock-error.ts';

export const appConfigHandlers = {
  languageMessages: ({ params, store }) => {
    const messages = store.languageMessages(params.id);
    if (!messages) throw notFound();
    return { body: messages };
  },

  appPre: ({ store }) => ({ body: { configs: store.appConfigs() } }),
} satisfies HandlerMap;
