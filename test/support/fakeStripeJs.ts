/**
 * A tiny Stripe.js for browser tests, served by the fake Stripe: `Stripe(publishableKey)` with
 * `elements({clientSecret})`, `elements.create('payment')` (`on('ready')`, `mount`, `destroy`)
 * drawing one card-number field, and `confirmPayment` posting the card and billing details to the
 * fake's confirm endpoint, answering `{paymentIntent}` or `{error}` as Stripe.js does; when the bank
 * asks for authentication (`next_action.redirect_to_url`) it leaves the page for the bank's, as Stripe.js does.
 */
export const fakeStripeJs = (apiOrigin: string) => `(() => {
  const api = ${JSON.stringify(apiOrigin)};
  const flatten = (prefix, value, into) => {
    if (value === undefined || value === null || value === '') return into;
    if (typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(prefix + '[' + key + ']', child, into);
    else into[prefix] = String(value);
    return into;
  };
  window.Stripe = (publicKey) => ({
    elements: ({ clientSecret }) => {
      const state = { clientSecret, field: undefined, error: undefined };
      return {
        state,
        create: (type) => {
          const handlers = {};
          let box;
          return {
            on: (event, handler) => { handlers[event] = handler; },
            mount: (target) => {
              const parent = typeof target === 'string' ? document.querySelector(target) : target;
              box = document.createElement('div');
              box.dataset.fakeStripeElement = type;
              state.field = document.createElement('input');
              state.field.setAttribute('aria-label', 'Card number');
              state.field.autocomplete = 'cc-number';
              state.error = document.createElement('p');
              box.append(state.field, state.error);
              parent.appendChild(box);
              setTimeout(() => handlers.ready && handlers.ready({ elementType: type }), 50);
            },
            destroy: () => box && box.remove(),
          };
        },
      };
    },
    confirmPayment: async ({ elements, confirmParams }) => {
      const { state } = elements;
      const number = state.field.value.replace(/\\s/g, '');
      if (!number) {
        state.error.textContent = 'Your card number is incomplete.';
        return { error: { type: 'validation_error', message: state.error.textContent } };
      }
      state.error.textContent = '';
      const id = state.clientSecret.split('_secret_')[0];
      const fields = flatten('payment_method_data', (confirmParams || {}).payment_method_data, { client_secret: state.clientSecret, key: publicKey });
      fields['payment_method_data[card][number]'] = number;
      if (confirmParams && confirmParams.return_url) fields.return_url = confirmParams.return_url;
      const response = await fetch(api + '/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: new URLSearchParams(fields) });
      const body = await response.json();
      if (body.error) return { error: body.error };
      if (body.next_action && body.next_action.type === 'redirect_to_url') {
        window.location.assign(body.next_action.redirect_to_url.url);
        return new Promise(() => {});
      }
      return { paymentIntent: body };
    },
  });
})();
`
