/** Every chat-view story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as layout from './chat-layout/chat-layout.stories';
import * as thread from './chat-thread/chat-thread.stories';
import * as list from './conversation-list/conversation-list.stories';
import * as text from './message-text/message-text.stories';

setProjectAnnotations(storyProviders);

describeStories({ ChatLayout: layout, ChatThread: thread, ConversationList: list, MessageText: text });
