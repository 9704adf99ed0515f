// A stand-in for Stripe.js (https://js.stripe.com) in browser tests, where the real one cannot load.
// It implements what @stripe/react-stripe-js and our card form use: elements(), create('payment'),
// mount, on/off, destroy, and confirmPayment, which confirms the intent through Stripe's API URL
// (routed by the test to the local fake). Card 4000 0000 0000 0002 is declined, as in Stripe's test mode.
;(function () {
  function Stripe(publishableKey) {
    var mounted = null
    function makeElements(options) {
      var element = {
        _handlers: {},
        mount: function (node) {
          var target = typeof node === 'string' ? document.querySelector(node) : node
          target.innerHTML =
            '<label for="fake-card-number" style="display:block;font-weight:600">Card number</label>' +
            '<input id="fake-card-number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" style="width:100%;min-height:2.75rem;border:1px solid #6b7280;border-radius:6px;padding:0 8px">'
          mounted = target
          var ready = element._handlers.ready || []
          setTimeout(function () {
            ready.forEach(function (cb) {
              cb({elementType: 'payment'})
            })
          }, 0)
        },
        on: function (event, cb) {
          ;(element._handlers[event] = element._handlers[event] || []).push(cb)
          return element
        },
        off: function (event, cb) {
          element._handlers[event] = (element._handlers[event] || []).filter(function (h) {
            return h !== cb
          })
          return element
        },
        once: function (event, cb) {
          return element.on(event, cb)
        },
        update: function () {},
        unmount: function () {},
        destroy: function () {
          if (mounted) mounted.innerHTML = ''
        },
      }
      return {
        _clientSecret: options && options.clientSecret,
        create: function () {
          return element
        },
        getElement: function () {
          return element
        },
        update: function () {},
        fetchUpdates: function () {
          return Promise.resolve({})
        },
        submit: function () {
          return Promise.resolve({})
        },
      }
    }
    return {
      _publishableKey: publishableKey,
      elements: makeElements,
      createToken: function () {},
      createPaymentMethod: function () {},
      confirmCardPayment: function () {},
      _registerWrapper: function () {},
      confirmPayment: function (params) {
        var secret = params.elements._clientSecret
        var id = secret.split('_secret_')[0]
        var input = document.getElementById('fake-card-number')
        var body = new URLSearchParams({
          client_secret: secret,
          receipt_email: (params.confirmParams && params.confirmParams.receipt_email) || '',
          'payment_method_data[card_number]': input ? input.value.replace(/\s/g, '') : '',
        })
        return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {method: 'POST', body: body}).then(
          function (res) {
            return res.json().then(function (json) {
              return res.ok ? {paymentIntent: json} : {error: json.error}
            })
          },
        )
      },
    }
  }
  Stripe.version = 'clover'
  window.Stripe = Stripe
})()
