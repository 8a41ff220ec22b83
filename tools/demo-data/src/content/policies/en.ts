import type { PolicyTexts } from './shape';

export const en: PolicyTexts = {
  terms: {
    title: 'Terms of Service',
    blocks: [
      '<p>Welcome to Mall. These terms apply whenever you browse, buy or sell on Mall, in any of our six languages. By creating an account or placing an order you agree to them.</p>',
      '<h2>The marketplace</h2>',
      '<p>Mall is a marketplace: products are listed and sold by independent shops, each of which is responsible for its listings, stock and shipping. Mall runs the platform, holds payments and steps in when an order goes wrong.</p>',
      '<h2>Prices and payment</h2>',
      '<p>Prices are set in US dollars. Prices shown in other currencies are converted at our published rates and are approximate; you always pay the amount in US dollars. You can pay with your wallet balance, by bank card or cash on delivery. Wallet top-ups in USDT, ETH or BTC are credited after our team has checked the transfer.</p>',
      '<h2>Orders</h2>',
      '<p>An order that is not paid within 180 minutes is cancelled automatically and the items go back into stock. You can cancel a paid order until the shop ships it. Returns are covered by our 7-day return policy.</p>',
      '<h2>Changes</h2>',
      '<p>We may update these terms from time to time and will announce important changes on the site before they take effect. Questions? Write to support@mall.example.</p>',
    ],
  },
  support: {
    title: 'Customer Support',
    blocks: [
      '<p>We are here to help with orders, payments, returns and your account.</p>',
      '<h2>How to reach us</h2>',
      '<ul><li>Chat: tap the customer-service button on any page to talk to our team.</li><li>Email: support@mall.example. We answer within one business day.</li></ul>',
      '<h2>Before you contact us</h2>',
      '<p>Please have your order number ready; you can find it under Purchase history. If there is a problem with an item, a photo helps us solve it faster.</p>',
      '<h2>Questions for a shop</h2>',
      '<p>Questions about sizes, materials or delivery times are best asked to the shop itself, through the chat on its product or shop page. If a shop does not answer within two days, contact us and we will follow up.</p>',
    ],
  },
  return: {
    title: 'Return and Refund Policy',
    blocks: [
      '<p>Not happy with an item? You can return it within 7 days of delivery.</p>',
      '<h2>What can be returned</h2>',
      '<p>Items must be unused, in their original packaging and with all accessories. For hygiene and safety reasons, opened cosmetics, food and personalised items cannot be returned unless they arrived damaged or faulty.</p>',
      '<h2>How to return an item</h2>',
      '<ol><li>Open Purchase history and choose the order.</li><li>Tap Refund next to the item and tell us why you are returning it.</li><li>The shop reviews your request and gives you the return address.</li><li>Send the item back within 7 days of approval and keep the tracking number.</li></ol>',
      '<h2>Refunds</h2>',
      '<p>Once the shop has received and checked the item, the refund is paid to your wallet or to your original payment method, usually within 3 to 5 business days. Each item in an order can be returned once.</p>',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    blocks: [
      '<p>This policy explains what personal data Mall collects, why, and the choices you have.</p>',
      '<h2>What we collect</h2>',
      '<p>Your account details (name, email address, phone number), delivery addresses, orders, wallet records and messages with customer service. Sellers also provide identity documents and payment settings when they register a shop.</p>',
      '<h2>How we use it</h2>',
      '<p>To deliver your orders, process payments and refunds, prevent fraud, answer your questions and, if you agree, tell you about offers. We never sell your personal data. Shops receive only what they need to ship your order.</p>',
      '<h2>How we protect it</h2>',
      '<p>Passwords are stored only as strong one-way hashes. Identity documents and payment proofs are private: only you and our staff can see them. Your browser stores your session, language and currency so the site remembers your choices.</p>',
      '<h2>Your rights</h2>',
      '<p>You can see and correct your data in your account, and ask us to export or delete it by writing to support@mall.example.</p>',
    ],
  },
  about_us: {
    title: 'About Mall',
    blocks: [
      '<p>Mall is a global marketplace that brings independent shops and shoppers together. Our shop users come from 112 countries, and the site speaks six languages: English, Simplified Chinese, Traditional Chinese, Spanish, Japanese and Thai.</p>',
      '<h2>One-stop shopping</h2>',
      '<p>From electronics and fashion to groceries and pet supplies, you find everything in one place, with one cart and one checkout, even when your order comes from several shops.</p>',
      '<h2>Crypto settlement</h2>',
      '<p>Besides bank cards and cash on delivery, Mall supports crypto settlement in USDT, ETH and BTC: top up your wallet and pay for any order with your balance. Sellers can be paid out to their own crypto wallets.</p>',
      '<h2>Sell on Mall</h2>',
      '<p>Have something to sell? Apply to become a seller, register your shop and reach shoppers around the world.</p>',
    ],
  },
  user: {
    title: 'User Agreement',
    blocks: [
      '<p>This agreement sets out what we expect from everyone who uses Mall, shoppers and sellers alike.</p>',
      '<h2>Your account</h2>',
      '<p>Give accurate information and keep your password to yourself; you are responsible for what happens in your account. Tell us at once if you think someone else has used it.</p>',
      '<h2>Fair use</h2>',
      '<p>Do not post false reviews, misuse the chat, try to get around our payment system or interfere with the site. Reviews must describe your own experience with the product.</p>',
      '<h2>Sellers</h2>',
      '<p>Sellers must list only genuine products they are allowed to sell, describe them honestly, ship on time and honour the 7-day return policy. Prohibited or counterfeit goods are removed, and the shop may be closed.</p>',
      '<h2>Suspension</h2>',
      '<p>We may suspend or close accounts that break this agreement or the law. You can close your account at any time by contacting support@mall.example.</p>',
    ],
  },
};
