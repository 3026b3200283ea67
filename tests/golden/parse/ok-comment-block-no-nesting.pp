/* outer /* inner */
notice('after comment')
