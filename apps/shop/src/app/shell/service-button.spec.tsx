import { mallApi } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { BASE_URL, pageRenderer, startApiServer } from '@mall/sdk/testing/page';
import { createAppStore, memoryStorage } from '@mall/session';
import { screen, waitFor } from '@testing-library/react';
import { ServiceButton, serviceUrl } from './service-button';

const server = startApiServer();

const renderPage = pageRenderer({
  createStore: createAppStore,
  createStorage: () => memoryStorage(),
  namespaces: ['common', 'errors'],
  showElsewhere: true,
});

/** Serves a website config with these service URLs; resolves once the page has asked for it. */
function withConfig(service_url: string, third_service_url: string) {
  let answered: () => void;
  const asked = new Promise<void>((resolve) => (answered = resolve));
  server.use(
    operationHandler(
      'getStore',
      () => {
        answered();
        return {
          type: 'website_config',
          config: {
            site_name: 'Mall',
            service_url,
            third_service_url,
            support_email: '',
            app_version: '1.0.8',
          },
        };
      },
      BASE_URL,
    ),
  );
  return asked;
}

const HOME = '/pages/home/home';

describe('ServiceButton', () => {
  it('opens the third-party service in a new tab', async () => {
    withConfig('/pages/news/index', 'https://chat.example/mall');
    await renderPage(<ServiceButton />, { route: HOME });
    const link = await screen.findByRole('link', { name: 'Customer service (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://chat.example/mall');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens an in-app service page through the router', async () => {
    withConfig('/pages/news/index', '');
    const { user } = await renderPage(<ServiceButton />, { route: HOME });
    await user.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(await screen.findByText('Now at /pages/news/index')).toBeInTheDocument();
  });

  it('opens our chat when the IM service URL names it, and stays off the chat page itself', async () => {
    withConfig('/pages/server/chat', '');
    const { user } = await renderPage(<ServiceButton />, { route: HOME });
    await user.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(await screen.findByText('Now at /pages/server/chat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('stays hidden without a service URL, or with one whose page does not exist', async () => {
    withConfig('', '');
    const { store } = await renderPage(<ServiceButton />, { route: HOME });
    const config = mallApi.endpoints.getStore.select({ type: 'website_config' });
    await waitFor(() => expect(config(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(serviceUrl({ service_url: '', third_service_url: '' })).toBeUndefined();
    expect(serviceUrl({ service_url: '/pages/server/chat', third_service_url: '' })).toBe(
      '/pages/server/chat',
    );
  });
});
