include swift::containerreconciler
