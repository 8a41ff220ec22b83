import type { PolicyTexts } from './shape';

export const es: PolicyTexts = {
  terms: {
    title: 'Condiciones de uso',
    blocks: [
      '<p>Te damos la bienvenida a Mall. Estas condiciones se aplican siempre que navegues, compres o vendas en Mall, en cualquiera de nuestros seis idiomas. Al crear una cuenta o hacer un pedido, las aceptas.</p>',
      '<h2>El marketplace</h2>',
      '<p>Mall es un marketplace: los productos los publican y venden tiendas independientes, y cada una es responsable de sus anuncios, sus existencias y sus envíos. Mall gestiona la plataforma, custodia los pagos e interviene cuando un pedido sale mal.</p>',
      '<h2>Precios y pago</h2>',
      '<p>Los precios se fijan en dólares estadounidenses. Los precios mostrados en otras monedas se convierten según nuestros tipos de cambio publicados y son aproximados; siempre pagas el importe en dólares. Puedes pagar con el saldo de tu monedero, con tarjeta bancaria o contra reembolso. Las recargas del monedero en USDT, ETH o BTC se abonan después de que nuestro equipo compruebe la transferencia.</p>',
      '<h2>Pedidos</h2>',
      '<p>Un pedido que no se paga en 180 minutos se cancela automáticamente y los artículos vuelven al stock. Puedes cancelar un pedido pagado hasta que la tienda lo envíe. Las devoluciones se rigen por nuestra política de devolución de 7 días.</p>',
      '<h2>Cambios</h2>',
      '<p>Podemos actualizar estas condiciones de vez en cuando y anunciaremos los cambios importantes en el sitio antes de que entren en vigor. ¿Tienes preguntas? Escribe a support@mall.example.</p>',
    ],
  },
  support: {
    title: 'Atención al cliente',
    blocks: [
      '<p>Estamos aquí para ayudarte con pedidos, pagos, devoluciones y tu cuenta.</p>',
      '<h2>Cómo contactarnos</h2>',
      '<ul><li>Chat: pulsa el botón de atención al cliente en cualquier página para hablar con nuestro equipo.</li><li>Correo: support@mall.example. Respondemos en un día laborable.</li></ul>',
      '<h2>Antes de contactarnos</h2>',
      '<p>Ten a mano el número de pedido; lo encontrarás en el historial de compras. Si el problema es con un artículo, una foto nos ayuda a resolverlo más rápido.</p>',
      '<h2>Preguntas para una tienda</h2>',
      '<p>Las dudas sobre tallas, materiales o plazos de entrega es mejor planteárselas a la propia tienda, mediante el chat de su página de producto o de tienda. Si una tienda no responde en dos días, contáctanos y haremos el seguimiento.</p>',
    ],
  },
  return: {
    title: 'Política de devoluciones y reembolsos',
    blocks: [
      '<p>¿No te convence un artículo? Puedes devolverlo en los 7 días siguientes a la entrega.</p>',
      '<h2>Qué se puede devolver</h2>',
      '<p>Los artículos deben estar sin usar, en su embalaje original y con todos sus accesorios. Por motivos de higiene y seguridad, los cosméticos abiertos, los alimentos y los artículos personalizados no se pueden devolver, salvo que llegaran dañados o defectuosos.</p>',
      '<h2>Cómo devolver un artículo</h2>',
      '<ol><li>Abre el historial de compras y elige el pedido.</li><li>Pulsa Reembolso junto al artículo e indica el motivo de la devolución.</li><li>La tienda revisa tu solicitud y te da la dirección de devolución.</li><li>Envía el artículo en los 7 días siguientes a la aprobación y guarda el número de seguimiento.</li></ol>',
      '<h2>Reembolsos</h2>',
      '<p>Cuando la tienda haya recibido y revisado el artículo, el reembolso se abona en tu monedero o en tu método de pago original, normalmente en un plazo de 3 a 5 días laborables. Cada artículo de un pedido se puede devolver una sola vez.</p>',
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    blocks: [
      '<p>Esta política explica qué datos personales recoge Mall, para qué y qué opciones tienes.</p>',
      '<h2>Qué datos recogemos</h2>',
      '<p>Los datos de tu cuenta (nombre, correo electrónico, teléfono), las direcciones de entrega, los pedidos, los movimientos del monedero y los mensajes con atención al cliente. Los vendedores aportan además documentos de identidad y datos de cobro al registrar su tienda.</p>',
      '<h2>Para qué los usamos</h2>',
      '<p>Para entregar tus pedidos, procesar pagos y reembolsos, prevenir el fraude, responder a tus consultas y, si lo aceptas, informarte de ofertas. Nunca vendemos tus datos personales. Las tiendas reciben solo lo necesario para enviar tu pedido.</p>',
      '<h2>Cómo los protegemos</h2>',
      '<p>Las contraseñas se guardan únicamente como hashes robustos de un solo sentido. Los documentos de identidad y los justificantes de pago son privados: solo tú y nuestro personal podéis verlos. Tu navegador guarda la sesión, el idioma y la moneda para recordar tus preferencias.</p>',
      '<h2>Tus derechos</h2>',
      '<p>Puedes consultar y corregir tus datos en tu cuenta, y pedirnos que los exportemos o eliminemos escribiendo a support@mall.example.</p>',
    ],
  },
  about_us: {
    title: 'Sobre nosotros',
    blocks: [
      '<p>Mall es un marketplace global que une a tiendas independientes y compradores. Los usuarios de nuestras tiendas proceden de 112 países, y el sitio está disponible en seis idiomas: inglés, chino simplificado, chino tradicional, español, japonés y tailandés.</p>',
      '<h2>Todo en un solo lugar</h2>',
      '<p>De la electrónica y la moda a la alimentación y los productos para mascotas, encuentras todo en un solo sitio, con un único carrito y un único pago, aunque tu pedido venga de varias tiendas.</p>',
      '<h2>Liquidación en criptomonedas</h2>',
      '<p>Además de la tarjeta bancaria y el pago contra reembolso, Mall admite la liquidación en criptomonedas con USDT, ETH y BTC: recarga tu monedero y paga cualquier pedido con tu saldo. Los vendedores pueden cobrar en sus propios monederos de criptomonedas.</p>',
      '<h2>Vende en Mall</h2>',
      '<p>¿Tienes algo que vender? Solicita ser vendedor, registra tu tienda y llega a compradores de todo el mundo.</p>',
    ],
  },
  user: {
    title: 'Acuerdo de usuario',
    blocks: [
      '<p>Este acuerdo establece lo que esperamos de todas las personas que usan Mall, tanto compradores como vendedores.</p>',
      '<h2>Tu cuenta</h2>',
      '<p>Facilita información veraz y no compartas tu contraseña; eres responsable de lo que ocurra en tu cuenta. Avísanos de inmediato si crees que otra persona la ha usado.</p>',
      '<h2>Uso responsable</h2>',
      '<p>No publiques opiniones falsas, no hagas un mal uso del chat, no intentes eludir nuestro sistema de pago ni interferir en el funcionamiento del sitio. Las opiniones deben describir tu propia experiencia con el producto.</p>',
      '<h2>Vendedores</h2>',
      '<p>Los vendedores solo pueden publicar productos originales que estén autorizados a vender, describirlos con honestidad, enviarlos a tiempo y respetar la política de devolución de 7 días. Los productos prohibidos o falsificados se retiran, y la tienda puede ser cerrada.</p>',
      '<h2>Suspensión</h2>',
      '<p>Podemos suspender o cerrar las cuentas que incumplan este acuerdo o la ley. Puedes cerrar tu cuenta en cualquier momento escribiendo a support@mall.example.</p>',
    ],
  },
};
