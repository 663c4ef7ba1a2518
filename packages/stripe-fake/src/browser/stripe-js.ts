// The stand-in for Stripe.js (`<script src=".../v3/">`): the part of its API Pace uses, with Stripe's
// names and shapes — Stripe(key), stripe.elements(), elements.create('card' | 'payment'), element.mount(),
// element.on('change' | 'ready' | 'focus' | 'blur'), stripe.confirmCardSetup(), stripe.confirmSetup(),
// stripe.retrieveSetupIntent(). As with real Elements, the card fields live in an iframe served from the
// fake's origin (card-frame.ts), and that iframe sends the number to the API: the page that loads this
// script never holds it. It talks to the frame with postMessage, checking the sender's origin and window.
// The 3-D Secure step opens the challenge page (challenge.ts) in a modal iframe.

export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The script, for a fake whose origin is `origin`. */
export function stripeJs(origin: string): string {
  return `/* Stripe.js stand-in served by @pace/stripe-fake */
(function () {
  'use strict';
  if (window.Stripe) return;
  var ORIGIN = ${JSON.stringify(origin)};
  var AUTH_FAILED = ${JSON.stringify(AUTHENTICATION_FAILED_MESSAGE)};
  var counter = 0;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }
  function intentId(clientSecret) {
    if (typeof clientSecret !== 'string' || clientSecret.indexOf('_secret_') < 0)
      throw integrationError('Invalid value for confirmCardSetup: clientSecret should be a client secret of the form \${id}_secret_\${secret}.');
    return clientSecret.split('_secret_')[0];
  }

  function Element(stripe, type, options) {
    this._stripe = stripe;
    this._type = type;
    this._options = options || {};
    this._handlers = {};
    this._frame = null;
    this._container = null;
    this._pending = {};
    this._listener = this._receive.bind(this);
  }
  Element.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  Element.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  Element.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).forEach(function (handler) { handler(payload); });
  };
  Element.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node || !node.appendChild) throw integrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
    if (this._frame) throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
    // As Stripe.js: the node mounted into carries the state classes; the frame sits in a private div.
    node.classList.add('StripeElement', 'StripeElement--empty');
    var inner = document.createElement('div');
    inner.className = '__PrivateStripeElement';
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + (++counter);
    frame.title = 'Secure card payment input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'border:0;width:100%;height:20px;display:block;overflow:hidden;background:transparent';
    // Elements' appearance variables, or the card Element's own style (its older API): the frame's look.
    var appearance = (this._stripe._elementsOptions && this._stripe._elementsOptions.appearance) || {};
    var variables = Object.assign({}, appearance.variables || {});
    var style = this._options.style || {};
    var base = style.base || {};
    if (base.color) variables.colorText = base.color;
    if (base.fontFamily) variables.fontFamily = base.fontFamily;
    if (base.fontSize) variables.fontSizeBase = base.fontSize;
    if (base['::placeholder'] && base['::placeholder'].color) variables.colorTextPlaceholder = base['::placeholder'].color;
    if (style.invalid && style.invalid.color) variables.colorDanger = style.invalid.color;
    frame.src = ORIGIN + '/elements/card?key=' + encodeURIComponent(this._stripe._key) +
      '&origin=' + encodeURIComponent(location.origin) +
      '#' + encodeURIComponent(JSON.stringify({ variables: variables, hidePostalCode: true }));
    inner.appendChild(frame);
    node.appendChild(inner);
    this._frame = frame;
    this._container = node;
    this._inner = inner;
    window.addEventListener('message', this._listener);
  };
  Element.prototype.unmount = function () {
    window.removeEventListener('message', this._listener);
    if (this._inner && this._inner.parentNode) this._inner.parentNode.removeChild(this._inner);
    if (this._container) {
      ['StripeElement', 'StripeElement--empty', 'StripeElement--focus', 'StripeElement--complete', 'StripeElement--invalid']
        .forEach(function (name) { this._container.classList.remove(name); }, this);
    }
    this._frame = null;
    this._inner = null;
    this._container = null;
  };
  Element.prototype.destroy = Element.prototype.unmount;
  Element.prototype.focus = function () { this._send({ type: 'focus' }); };
  Element.prototype.clear = function () { this._send({ type: 'clear' }); };
  Element.prototype.update = function () {};
  Element.prototype._send = function (message) {
    if (this._frame && this._frame.contentWindow) this._frame.contentWindow.postMessage(message, ORIGIN);
  };
  Element.prototype._receive = function (event) {
    if (event.origin !== ORIGIN || !this._frame || event.source !== this._frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === 'pace-stripe:ready') this._emit('ready', { elementType: this._type });
    else if (data.type === 'pace-stripe:focus' || data.type === 'pace-stripe:blur') {
      var focused = data.type === 'pace-stripe:focus';
      this._container.classList.toggle('StripeElement--focus', focused);
      this._emit(focused ? 'focus' : 'blur', { elementType: this._type });
    } else if (data.type === 'pace-stripe:change') {
      var change = data.change;
      change.elementType = this._type;
      this._container.classList.toggle('StripeElement--empty', change.empty);
      this._container.classList.toggle('StripeElement--complete', change.complete);
      this._container.classList.toggle('StripeElement--invalid', Boolean(change.error));
      this._emit('change', change);
    } else if (data.type === 'pace-stripe:result' && this._pending[data.requestId]) {
      this._pending[data.requestId](data.result);
      delete this._pending[data.requestId];
    }
  };
  /** Asks the frame to confirm the SetupIntent with the card it holds; resolves to the API's answer. */
  Element.prototype._confirm = function (clientSecret, billingDetails) {
    var self = this;
    return new Promise(function (resolve) {
      var requestId = 'req' + (++counter);
      self._pending[requestId] = resolve;
      self._send({ type: 'confirm-card-setup', requestId: requestId, clientSecret: clientSecret, billingDetails: billingDetails || {} });
    });
  };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._elements = {};
    stripe._elementsOptions = options || {};
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card' && type !== 'payment') throw integrationError('A valid Element name must be provided. Valid Elements are: card, payment; you passed: ' + type + '.');
    if (this._elements[type]) throw integrationError('Can only create one Element of type ' + type + '.');
    return (this._elements[type] = new Element(this._stripe, type, options));
  };
  Elements.prototype.getElement = function (type) { return this._elements[type] || null; };
  Elements.prototype.update = function (options) { Object.assign(this._stripe._elementsOptions, options); };
  Elements.prototype.submit = function () { return Promise.resolve({}); };

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || !/^pk_/.test(key)) throw integrationError('Invalid API Key provided: ' + key + '. Use your publishable key.');
    this._key = key;
    this._elementsOptions = {};
  }
  Stripe.prototype.elements = function (options) { return new Elements(this, options); };

  Stripe.prototype.retrieveSetupIntent = function (clientSecret) {
    var url = ORIGIN + '/v1/setup_intents/' + intentId(clientSecret) + '?client_secret=' + encodeURIComponent(clientSecret);
    return fetch(url, { headers: { authorization: 'Bearer ' + this._key } }).then(function (response) {
      return response.json().then(function (json) { return json.error ? { error: json.error } : { setupIntent: json }; });
    }, function () { return { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } }; });
  };

  /** The 3-D Secure challenge in a modal iframe; resolves when its page says the cardholder answered. */
  function challenge(url) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', '3D Secure authentication');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
      var frame = document.createElement('iframe');
      frame.name = '__stripeJSChallengeFrame';
      frame.title = '3D Secure challenge';
      frame.style.cssText = 'border:0;border-radius:8px;background:#fff;width:min(500px,92vw);height:min(560px,90vh)';
      frame.src = url + (url.indexOf('?') < 0 ? '?' : '&') + 'origin=' + encodeURIComponent(location.origin);
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      function done(event) {
        if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
        if (!event.data || event.data.type !== 'pace-stripe:3ds-done') return;
        window.removeEventListener('message', done);
        overlay.remove();
        resolve();
      }
      window.addEventListener('message', done);
    });
  }

  Stripe.prototype.handleNextAction = function (options) {
    var self = this;
    var clientSecret = options && options.clientSecret;
    return this.retrieveSetupIntent(clientSecret).then(function (result) {
      return result.error ? result : self._handleAction(clientSecret, result.setupIntent);
    });
  };
  Stripe.prototype._handleAction = function (clientSecret, intent) {
    var self = this;
    if (intent.status !== 'requires_action' || !intent.next_action) return Promise.resolve(outcome(intent));
    var action = intent.next_action;
    var url = action.type === 'use_stripe_sdk' ? action.use_stripe_sdk.stripe_js : action.redirect_to_url.url;
    return challenge(url).then(function () { return self.retrieveSetupIntent(clientSecret); }).then(function (result) {
      return result.error ? result : outcome(result.setupIntent);
    });
  };
  function outcome(intent) {
    if (intent.status === 'succeeded' || intent.status === 'processing') return { setupIntent: intent };
    var last = intent.last_setup_error;
    if (last) {
      var error = { type: last.type, code: last.code, message: last.message, setup_intent: intent };
      if (last.decline_code) error.decline_code = last.decline_code;
      if (last.code === 'setup_intent_authentication_failure') error.message = AUTH_FAILED;
      return { error: error };
    }
    return { setupIntent: intent };
  }

  /** With { handleActions: false } a SetupIntent that needs 3-D Secure comes back as it is (requires_action). */
  Stripe.prototype.confirmCardSetup = function (clientSecret, data, options) {
    var self = this;
    intentId(clientSecret);
    var method = data && data.payment_method;
    var element = method && method.card;
    if (!(element instanceof Element) || !element._frame)
      return Promise.reject(integrationError('Invalid value for confirmCardSetup: payment_method.card should be a mounted card Element.'));
    return element._confirm(clientSecret, method.billing_details).then(function (result) {
      if (result.error) return { error: result.error };
      if (options && options.handleActions === false) return { setupIntent: result.setupIntent };
      return self._handleAction(clientSecret, result.setupIntent);
    });
  };

  Stripe.prototype.confirmSetup = function (options) {
    var elements = options && options.elements;
    var element = elements && (elements.getElement('payment') || elements.getElement('card'));
    var clientSecret = (options && options.clientSecret) || (elements && elements._stripe._elementsOptions.clientSecret);
    var params = (options && options.confirmParams) || {};
    var billing = params.payment_method_data && params.payment_method_data.billing_details;
    return this.confirmCardSetup(clientSecret, { payment_method: { card: element, billing_details: billing } });
  };

  window.Stripe = Stripe;
  Stripe.version = 3;
})();
`;
}
