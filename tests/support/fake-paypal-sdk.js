// A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js) in browser tests. Buttons() renders a
// real button per funding source; clicking it runs createOrder, plays the buyer approving the order
// (a call to PayPal's host that the test routes to the local fake), then onApprove.
;(function () {
  function Buttons(options) {
    var source = options.fundingSource || 'paypal'
    var container = null
    return {
      isEligible: function () {
        return true
      },
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target
        var button = document.createElement('button')
        button.type = 'button'
        button.textContent = source === 'venmo' ? 'Pay with Venmo' : 'Pay with PayPal'
        button.style.cssText =
          'width:100%;min-height:2.75rem;margin:4px 0;border-radius:999px;border:0;background:#ffc439;color:#111;font-weight:700'
        button.addEventListener('click', function () {
          Promise.resolve(options.createOrder({paymentSource: source}, {}))
            .then(function (orderID) {
              return fetch('https://www.sandbox.paypal.com/test/orders/' + orderID + '/approve', {method: 'POST'}).then(
                function () {
                  return options.onApprove({orderID: orderID, paymentSource: source}, {})
                },
              )
            })
            .catch(function (error) {
              if (options.onError) options.onError(error)
            })
        })
        container.appendChild(button)
        if (options.onInit)
          options.onInit(
            {},
            {
              enable: function () {
                return Promise.resolve()
              },
              disable: function () {
                return Promise.resolve()
              },
            },
          )
        return Promise.resolve()
      },
      close: function () {
        if (container) container.innerHTML = ''
        return Promise.resolve()
      },
      updateProps: function () {
        return Promise.resolve()
      },
    }
  }
  window.paypal = {Buttons: Buttons, version: '5.0.0-test'}
})()
