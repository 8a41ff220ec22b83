// @mall/feature-support — customer-service chat: the shopper's conversations with customer service and shops.
export { ChatPage } from './chat-page';
