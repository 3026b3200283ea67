include apache::mod::negotiation
