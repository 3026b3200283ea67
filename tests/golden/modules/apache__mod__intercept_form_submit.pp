include apache::mod::intercept_form_submit
