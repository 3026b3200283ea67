include nova::conductor
