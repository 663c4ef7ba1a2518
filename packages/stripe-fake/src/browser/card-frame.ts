// The card Element's iframe, served from the fake's origin as Stripe serves its own: number, expiry and
// security code in one row. It reports `change` (empty, complete, brand, Stripe's validation errors) to
// the page that mounted it, and on that page's "confirm" message it sends the card to the API itself
// (confirming the SetupIntent with the publishable key and client secret) and answers with the result, so
// the card number never leaves this frame except to the API. Only messages from the parent window at the
// origin named in the URL are obeyed, and answers go only to that origin.

export function cardFrame(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Secure card input</title>
<style>
  :root { --text: #30313d; --bg: transparent; --danger: #df1b41; --placeholder: #87879a; --font: system-ui, sans-serif; --size: 15px; }
  html, body { margin: 0; padding: 0; background: var(--bg); font: var(--size) var(--font); color: var(--text); }
  form { display: flex; gap: 8px; align-items: center; height: 20px; margin: 0; }
  input { font: inherit; color: inherit; background: transparent; border: 0; outline: 0; padding: 0; height: 20px; line-height: 20px; min-width: 0; font-variant-numeric: tabular-nums; }
  input::placeholder { color: var(--placeholder); }
  input.invalid { color: var(--danger); }
  #number { flex: 1 1 auto; }
  #expiry { flex: 0 0 5.5em; }
  #cvc { flex: 0 0 3.5em; }
</style></head>
<body>
<form autocomplete="on" onsubmit="return false">
  <input id="number" name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="Card number" aria-label="Credit or debit card number">
  <input id="expiry" name="exp-date" autocomplete="cc-exp" inputmode="numeric" placeholder="MM / YY" aria-label="Credit or debit card expiration date">
  <input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC" aria-label="Credit or debit card CVC/CVV">
</form>
<script>
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var KEY = query.get('key');
  var PARENT = query.get('origin');
  try {
    var look = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}').variables || {};
    var root = document.documentElement.style;
    if (look.colorText) root.setProperty('--text', look.colorText);
    if (look.colorBackground) root.setProperty('--bg', look.colorBackground);
    if (look.colorDanger) root.setProperty('--danger', look.colorDanger);
    if (look.colorTextPlaceholder) root.setProperty('--placeholder', look.colorTextPlaceholder);
    if (look.fontFamily) root.setProperty('--font', look.fontFamily);
    if (look.fontSizeBase) root.setProperty('--size', look.fontSizeBase);
  } catch (ignored) {}
  var number = document.getElementById('number');
  var expiry = document.getElementById('expiry');
  var cvc = document.getElementById('cvc');
  var touched = {};

  function post(message) { if (PARENT) parent.postMessage(message, PARENT); }
  function digits(value) { return value.replace(/\\D/g, ''); }
  function brand(n) {
    if (/^4/.test(n)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
    if (/^3[47]/.test(n)) return 'amex';
    return n ? 'unknown' : 'unknown';
  }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function wanted(n) { return brand(n) === 'amex' ? 15 : 16; }
  function parts() {
    var e = digits(expiry.value);
    return { number: digits(number.value), month: e.slice(0, 2), year: e.slice(2, 4), cvc: digits(cvc.value) };
  }
  /** Stripe's validation errors: "invalid" at once, "incomplete" once the field is left. */
  function check() {
    var p = parts();
    var now = new Date();
    var year = 2000 + Number(p.year);
    var errors = {
      number: !p.number ? (touched.number ? ['incomplete_number', 'Your card number is incomplete.'] : null)
        : p.number.length >= wanted(p.number) && !luhn(p.number) ? ['invalid_number', 'Your card number is invalid.']
        : p.number.length < wanted(p.number) && touched.number ? ['incomplete_number', 'Your card number is incomplete.'] : null,
      expiry: p.month && (Number(p.month) < 1 || Number(p.month) > 12) ? ['invalid_expiry_month', "Your card's expiration date is invalid."]
        : p.year.length === 2 && (year < now.getFullYear() || (year === now.getFullYear() && Number(p.month) < now.getMonth() + 1)) ? ['invalid_expiry_year_past', "Your card's expiration year is in the past."]
        : p.year.length < 2 && touched.expiry ? ['incomplete_expiry', "Your card's expiration date is incomplete."] : null,
      cvc: p.cvc.length < 3 && touched.cvc ? ['incomplete_cvc', "Your card's security code is incomplete."] : null,
    };
    number.classList.toggle('invalid', Boolean(errors.number));
    expiry.classList.toggle('invalid', Boolean(errors.expiry));
    cvc.classList.toggle('invalid', Boolean(errors.cvc));
    var first = errors.number || errors.expiry || errors.cvc;
    var complete = !first && p.number.length >= wanted(p.number) && luhn(p.number) && p.year.length === 2 && p.cvc.length >= 3;
    return {
      empty: !p.number && !p.month && !p.cvc,
      complete: complete,
      brand: brand(p.number),
      value: { postalCode: '' },
      error: first ? { type: 'validation_error', code: first[0], message: first[1] } : undefined,
    };
  }
  // As Stripe.js: a change event for every edit, and otherwise (leaving a field, confirming) only when
  // what the page is told would differ, so the page may read any change event as "the card changed".
  var last = '';
  function changed(edited) {
    var change = check();
    var text = JSON.stringify(change);
    if (!edited && text === last) return;
    last = text;
    post({ type: 'pace-stripe:change', change: change });
  }
  number.addEventListener('input', function () {
    var n = digits(number.value).slice(0, 19);
    number.value = n.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    changed(true);
    if (n.length === wanted(n) && luhn(n)) expiry.focus();
  });
  expiry.addEventListener('input', function () {
    var e = digits(expiry.value).slice(0, 4);
    expiry.value = e.length > 2 ? e.slice(0, 2) + ' / ' + e.slice(2) : e;
    changed(true);
    if (e.length === 4) cvc.focus();
  });
  cvc.addEventListener('input', function () { cvc.value = digits(cvc.value).slice(0, 4); changed(true); });
  [number, expiry, cvc].forEach(function (input) {
    input.addEventListener('focus', function () { post({ type: 'pace-stripe:focus' }); });
    input.addEventListener('blur', function () { touched[input.id] = true; post({ type: 'pace-stripe:blur' }); changed(); });
  });

  function confirm(message) {
    touched.number = touched.expiry = touched.cvc = true;
    changed(false);
    var state = check();
    if (!state.complete) {
      return Promise.resolve({ error: state.error || { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    }
    var p = parts();
    var id = String(message.clientSecret).split('_secret_')[0];
    var body = new URLSearchParams({
      client_secret: message.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': p.number,
      'payment_method_data[card][exp_month]': p.month,
      'payment_method_data[card][exp_year]': p.year,
      'payment_method_data[card][cvc]': p.cvc,
    });
    var details = message.billingDetails || {};
    ['name', 'email', 'phone'].forEach(function (field) {
      if (details[field]) body.set('payment_method_data[billing_details][' + field + ']', details[field]);
    });
    var address = details.address || {};
    Object.keys(address).forEach(function (field) {
      if (address[field]) body.set('payment_method_data[billing_details][address][' + field + ']', address[field]);
    });
    return fetch('/v1/setup_intents/' + encodeURIComponent(id) + '/confirm', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + KEY, 'content-type': 'application/x-www-form-urlencoded' },
      body: body,
    }).then(function (response) {
      return response.json().then(function (json) { return json.error ? { error: json.error } : { setupIntent: json }; });
    }, function () {
      return { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } };
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== PARENT || event.source !== parent) return;
    var data = event.data || {};
    if (data.type === 'focus') number.focus();
    else if (data.type === 'clear') { number.value = expiry.value = cvc.value = ''; touched = {}; changed(true); }
    else if (data.type === 'confirm-card-setup') {
      confirm(data).then(function (result) { post({ type: 'pace-stripe:result', requestId: data.requestId, result: result }); });
    }
  });
  post({ type: 'pace-stripe:ready' });
})();
</script>
</body></html>`;
}
